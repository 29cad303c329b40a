// Writes what follows from the custom-elements manifest (custom-elements.json, made by
// `cem analyze`): the React wrappers in src/react/ and the API section of README.md.
// With --check it writes nothing and fails when either differs from what the manifest gives, so
// an element whose properties or events change without them cannot pass `pnpm test`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatted } from './formatted.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const generatedNote =
  '// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.';
const readmeStart = '<!-- api:start (generated from custom-elements.json) -->';
const readmeEnd = '<!-- api:end -->';

const manifest = JSON.parse(await readFile(`${root}custom-elements.json`, 'utf8'));
const elements = manifest.modules
  .flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...declaration, path: module.path })),
  )
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
if (elements.length === 0) throw new Error('custom-elements.json lists no element');

/** `sat-data-table` → `data-table`, the element's folder and module name. */
const nameOf = (element) => element.tagName.replace(/^sat-/, '');
/** `sat-page-change` → `onSatPageChange`, the React prop of an event. */
const propOf = (event) =>
  `on${event.name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())}`;
const publicMembers = (element, kind) =>
  (element.members ?? []).filter(
    (member) => member.kind === kind && !member.static && (member.privacy ?? 'public') === 'public',
  );

function eventsOf(element) {
  for (const event of element.events ?? []) {
    if (!event.type?.text)
      throw new Error(`${element.tagName}: @event ${event.name} has no {Type}`);
  }
  return element.events ?? [];
}

/**
 * Events the element's sources emit but its JSDoc does not list (the analyzer cannot see emit):
 * the component file's and those of the controllers beside it (`voice.emit`), tests and stories
 * aside.
 */
async function undocumentedEvents(element) {
  const folder = `${root}src/components/${nameOf(element)}/`;
  const files = (await readdir(folder)).filter(
    (file) => file.endsWith('.ts') && !/\.(test|stories)\.ts$/.test(file),
  );
  const sources = await Promise.all(files.map((file) => readFile(`${folder}${file}`, 'utf8')));
  const emitted = sources.flatMap((source) =>
    [...source.matchAll(/\bemit\(\s*'(sat-[a-z-]+)'/g)].map((match) => match[1]),
  );
  const documented = new Set(eventsOf(element).map((event) => event.name));
  return [...new Set(emitted)].filter((name) => !documented.has(name));
}

function wrapperOf(element) {
  const name = nameOf(element);
  const tagModule = `../components/${name}/${name}.js`;
  const events = eventsOf(element);
  const eventTypes = events.map((event) => event.type.text).sort();
  return `${generatedNote}
import { createComponent${events.length > 0 ? ', type EventName' : ''} } from '@lit/react';
import * as React from 'react';
${eventTypes.length > 0 ? `import type { ${eventTypes.join(', ')} } from '${tagModule}';\n` : ''}import { ${element.name} as ${element.name}Element } from '${tagModule}';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '${tagModule}';
export type { ${element.name} as ${element.name}Element } from '${tagModule}';

/** React wrapper of \`<${element.tagName}>\`; its API is in the elements' README. */
export const ${element.name} = createComponent({
  tagName: '${element.tagName}',
  elementClass: ${element.name}Element,
  react: React,
  events: {
${events.map((event) => `    ${propOf(event)}: '${event.name}' as EventName<${event.type.text}>,`).join('\n')}
  },
  displayName: '${element.name}',
});
`;
}

function indexOf() {
  return `${generatedNote}
// React components for the elements; each module defines the tag it wraps and exports its types.

${elements.map((element) => `export * from './${nameOf(element)}.js';`).join('\n')}
`;
}

/** Text fit for a Markdown table cell. */
const cell = (text) => (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text) => (text ? `\`${cell(text)}\`` : '');

function table(headers, rows) {
  if (rows.length === 0) return '';
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}

/**
 * A member's type as the element sees it: the base class's `Partial<Strings>` is, by convention,
 * the element's own `<Class>Strings` (SatElement<SatDataTableStrings>).
 */
const typeOf = (element, member) =>
  member.inheritedFrom?.name === 'SatElement'
    ? member.type?.text.replace(/\bStrings\b/, `${element.name}Strings`)
    : member.type?.text;

function referenceOf(element) {
  const properties = publicMembers(element, 'field').map((member) => [
    code(member.name),
    code(member.attribute),
    code(typeOf(element, member)),
    code(member.default),
    cell(member.description),
  ]);
  const methods = publicMembers(element, 'method').map((member) => [
    code(`${member.name}()`),
    cell(member.description),
  ]);
  const events = eventsOf(element).map((event) => [
    code(event.name),
    code(propOf(event)),
    code(event.type.text),
    cell(event.description),
  ]);
  return [
    `### \`<${element.tagName}>\` (\`${element.name}\`)\n`,
    '',
    `${cell(element.summary)}\n`,
    table(['property', 'attribute', 'type', 'default', 'what it is'], properties),
    table(['method', 'what it does'], methods),
    table(['event', 'React prop', 'type', 'when'], events),
    table(
      ['slot', 'what goes there'],
      (element.slots ?? []).map((slot) => [
        slot.name ? code(slot.name) : '(default)',
        cell(slot.description),
      ]),
    ),
    table(
      ['CSS part', 'what it is'],
      (element.cssParts ?? []).map((part) => [code(part.name), cell(part.description)]),
    ),
    table(
      ['custom property', 'what it sets'],
      (element.cssProperties ?? []).map((property) => [
        code(property.name),
        cell(property.description),
      ]),
    ),
  ]
    .filter((part) => part !== '')
    .join('\n');
}

function readmeOf(readme) {
  const start = readme.indexOf(readmeStart);
  const end = readme.indexOf(readmeEnd);
  if (start < 0 || end < start) throw new Error(`README.md lacks ${readmeStart} … ${readmeEnd}`);
  const reference = elements.map(referenceOf).join('\n');
  return `${readme.slice(0, start + readmeStart.length)}\n\n${reference}\n${readme.slice(end)}`;
}

const outputs = new Map([
  ...elements.map((element) => [
    `src/react/${nameOf(element)}.ts`,
    formatted(`src/react/${nameOf(element)}.ts`, wrapperOf(element)),
  ]),
  ['src/react/index.ts', formatted('src/react/index.ts', indexOf())],
  ['README.md', formatted('README.md', readmeOf(await readFile(`${root}README.md`, 'utf8')))],
]);

const strays = (await readdir(`${root}src/react`))
  .map((file) => `src/react/${file}`)
  .filter((path) => !outputs.has(path));

const undocumented = (
  await Promise.all(
    elements.map(async (element) =>
      (await undocumentedEvents(element)).map((name) => `${element.tagName} emits ${name}`),
    ),
  )
).flat();
if (undocumented.length > 0) {
  console.error(
    `Events missing an @event line in their element's JSDoc:\n  ${undocumented.join('\n  ')}`,
  );
  process.exit(1);
}

if (check) {
  const drifted = [];
  for (const [path, expected] of outputs) {
    const actual = await readFile(`${root}${path}`, 'utf8').catch(() => null);
    if (actual !== expected) drifted.push(path);
  }
  drifted.push(...strays.map((path) => `${path} (no element in the manifest)`));
  if (drifted.length > 0) {
    console.error(
      `These files do not match custom-elements.json:\n  ${drifted.join('\n  ')}\n` +
        'Run `pnpm --filter @satchel/elements generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`React wrappers and README agree with the manifest (${elements.length} elements).`);
} else {
  for (const [path, source] of outputs) await writeFile(`${root}${path}`, source);
  if (strays.length > 0) console.warn(`Not generated, remove if stale: ${strays.join(', ')}`);
}
