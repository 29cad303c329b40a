/** A CSV by its name or its type (Windows reports .csv files as Excel files, so the name counts). */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}
