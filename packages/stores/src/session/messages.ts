/** Texts of signing in, an expired session and signing out. */
export const login = {
  welcome: 'Welcome Back',
  subtitle: 'Please sign in to access your account',
  username: 'Username',
  usernamePlaceholder: 'Enter your username',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  signIn: 'Sign In',
  loginFailed: 'Login Failed',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
} as const;

/** Ours (issue 30): the code step an operator with two-step sign-in sees after their password. */
export const twoStepLogin = {
  code: 'Code',
  codePlaceholder: 'Six digits from your app, or a recovery code',
  codeRequired: 'Enter the code from your authenticator app',
} as const;

export const session = {
  expired: 'Invalid or expired token. Login Again',
} as const;

export const logout = {
  title: 'Confirm Logout',
  message: 'Are you sure you want to log out?',
} as const;
