// The whole package as one module for pages without a bundler, which the server publishes at
// /elements/satchel-elements.js: every <sat-*> element defined, Lit and Shoelace included.
// Built from dist/ (what tsc made), so the script and the package run the same code.
import './satchel-elements.css';

export * from '../dist/index.js';
