// A stylesheet imported with `?inline` is its text (Vite's convention; the test runner serves it
// the same way), so an element can adopt it into its shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
