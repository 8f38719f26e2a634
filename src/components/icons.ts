/** Each icon's path (24×24), by the name data/*.json uses; src/data/schema.ts makes them the enum IconName. */
export const iconPaths = {
  career: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  strategy: 'M4 19V9M10 19V5M16 19v-7M22 19H2',
  collab:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 2-5 4-5 3 0 6 2 6 5',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  chat: 'M4 5h16v11H9l-5 4z M8 10h8',
  chart: 'M4 20V4M4 20h16M8 16l4-5 3 3 5-7',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  spark: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4',
  mic: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  board: 'M3 4h18v12H3zM12 16v4M8 21l4-1 4 1M7 12l3-3 3 2 4-4',
  people:
    'M12 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM5 12a2 2 0 1 0 0-4M19 12a2 2 0 1 0 0-4M6 20c0-3 3-5 6-5s6 2 6 5M2 18c0-2 1-3 3-3M22 18c0-2-1-3-3-3',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7.5v.01M12 16v-6M12 12.5c0-1.5 1-2.5 2.2-2.5 1.3 0 1.8 1 1.8 2.5V16',
  youtube: 'M3 8.5C3 6.5 4 6 12 6s9 .5 9 2.5v7c0 2-1 2.5-9 2.5s-9-.5-9-2.5zM10 9.5v5l4.5-2.5z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
} as const;

export type IconName = keyof typeof iconPaths;
