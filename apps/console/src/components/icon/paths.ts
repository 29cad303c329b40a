/** 24×24 line-icon paths (stroked, not filled) for the shell's controls. */
export const iconPaths = {
  satchel: 'M4 9h16v11H4zM8 9V7a4 4 0 0 1 8 0v2M4 13h16M11 13v2h2v-2',
  collapse: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  expand: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  chevronDown: 'M6 9l6 6 6-6',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  store:
    'M3 9l1.5-5h15L21 9zM3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  truck:
    'M2 6h11v10H2zM13 10h4l4 4v2h-8zM6.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  package: 'M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10',
  tag: 'M3 12V3h9l9 9-9 9zM8 8h.01',
  layers: 'M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 10a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0z',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  clipboard: 'M8 3h8v4H8zM8 5H5v16h14V5h-3M9 12h6M9 16h6',
} as const;
