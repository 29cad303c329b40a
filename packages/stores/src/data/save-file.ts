/** Hands a downloaded text to the browser as a file named `fileName`. */
export function saveTextFile(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadLink(url, fileName);
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Has the browser download what `href` serves as a file named `fileName` (a blob, or a signed
 * link of the server's, which the browser fetches itself: the file never passes through memory).
 */
export function downloadLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
