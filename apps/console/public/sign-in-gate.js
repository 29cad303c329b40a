// Runs before the first paint (a blocking script in index.html's head, no inline script: the
// server's CSP forbids them). index.html holds the sign-in page so that it shows before any
// module loads; where another page will show (a kept session, another path), it stays hidden.
if (localStorage.getItem('token') || !['/', '/login'].includes(location.pathname)) {
  document.documentElement.dataset.signIn = 'hidden';
}
