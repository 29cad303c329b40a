import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';

/** A node of the browser's accessibility tree, as a screen reader receives it. */
export interface AccessibleNode {
  role: string;
  name: string;
  description?: string;
  value?: string;
  children: AccessibleNode[];
}

/** Finds the first node of the page's accessibility tree with this role (and name, if given). */
export async function findAccessible(role: string, name?: string): Promise<AccessibleNode | null> {
  // The command's typings say void; it resolves with the tree.
  const tree = (await a11ySnapshot({})) as unknown as AccessibleNode;
  return findAccessibilityNode<AccessibleNode>(
    tree,
    (node) => node.role === role && (name === undefined || node.name === name),
  );
}
