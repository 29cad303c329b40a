// Settings of `cem analyze` (run by the build script).
export default {
  globs: ['src/components/**/*.component.ts'],
  litelement: true,
  plugins: [
    {
      // Our events are classes that carry their own name (`new SatToastDismissEvent(…)`), so the
      // analyzer also lists each dispatch as a nameless event; the named ones come from @event.
      name: 'drop-nameless-events',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.events) {
              declaration.events = declaration.events.filter((event) => event.name);
            }
          }
        }
      },
    },
  ],
};
