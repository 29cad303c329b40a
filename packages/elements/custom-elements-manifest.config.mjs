// Settings of `cem analyze` (run by the build script).
export default {
  // The base class too, so that what each element inherits from it (`strings`) is listed.
  globs: ['src/components/**/*.component.ts', 'src/internal/sat-element.ts'],
  litelement: true,
  plugins: [
    {
      // The analyzer also lists the dispatch inside SatElement.emit, whose name is a variable, as
      // an event of every element ('name'); our events are the sat-* ones each class documents
      // with @event (scripts/generate-api.mjs checks that every emit is documented).
      name: 'keep-documented-events',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.events) {
              declaration.events = declaration.events.filter((event) =>
                event.name?.startsWith('sat-'),
              );
            }
          }
        }
      },
    },
  ],
};
