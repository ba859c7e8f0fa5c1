/**
 * Hands a file the page fetched to the browser's downloads. The admin's CSV
 * needs the password headers, so it cannot be a plain link: it is fetched,
 * then saved through a temporary object URL and a download link.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
