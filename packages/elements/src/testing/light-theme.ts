import lightTheme from '@shoelace-style/shoelace/dist/themes/light.styles.js';

// Tests see the elements as hosts do: with Shoelace's light theme on the page.
if (lightTheme.styleSheet && !document.adoptedStyleSheets.includes(lightTheme.styleSheet)) {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, lightTheme.styleSheet];
}
