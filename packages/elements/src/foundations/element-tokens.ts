import manifest from '../../custom-elements.json' with { type: 'json' };

export interface ElementToken {
  readonly tag: string;
  readonly name: string;
  readonly description: string;
}

interface Declaration {
  readonly tagName?: string;
  readonly cssProperties?: readonly { readonly name: string; readonly description?: string }[];
}

/** Every `--sat-*` property an element documents (`@cssprop`), from the manifest `cem` writes. */
export function elementTokens(): ElementToken[] {
  return manifest.modules.flatMap((module) =>
    ((module.declarations ?? []) as readonly Declaration[]).flatMap((declaration) =>
      (declaration.cssProperties ?? []).map((property) => ({
        tag: declaration.tagName ?? '',
        name: property.name,
        description: property.description ?? '',
      })),
    ),
  );
}
