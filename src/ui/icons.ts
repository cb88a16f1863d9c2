/**
 * The icon set, as plain data so the build-time schemas can list the names
 * without pulling React in. Paths are drawn on a 24×24 grid, stroked.
 */
export const icons = {
  shield: 'M12 3l7 3v5c0 4.6-3 8.5-7 10-4-1.5-7-5.4-7-10V6l7-3z M9 12l2 2 4-4',
  lock: 'M6 11h12v9H6z M8 11V8a4 4 0 018 0v3',
  truck: 'M3 7h11v9H3z M14 10h4l3 3v3h-7 M7 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z M17 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  return: 'M9 14L4 9l5-5 M4 9h11a5 5 0 010 10h-3',
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14z M5 19l7-7',
  sun: 'M12 16a4 4 0 100-8 4 4 0 000 8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  drop: 'M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M19 16l.8 2.2 2.2.8-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4',
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v3a3 3 0 01-3 3A15 15 0 013 6a3 3 0 013-3z',
  video: 'M3 7h12v10H3z M15 11l6-3v8l-6-3',
  stethoscope: 'M6 3v6a4 4 0 008 0V3 M10 13v3a4 4 0 008 0v-2 M18 14a2 2 0 100-4 2 2 0 000 4z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4 21a8 8 0 0116 0',
  chat: 'M4 5h16v11H9l-5 4z',
  gift: 'M4 10h16v11H4z M3 7h18v3H3z M12 7v14 M12 7S10 3 8 3.5 7.5 7 12 7z M12 7s2-4 4-3.5S16.5 7 12 7z',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2z M4 19V5',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2z M9 4v14 M15 6v14',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18z M15.5 8.5l-2 5-5 2 2-5z',
  plane: 'M3 13l7-2 4-7h2l-1 7 5 1v2l-5 1 1 5h-2l-4-5-7-1z',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M2.5 20a6.5 6.5 0 0113 0 M16 4.5a3.5 3.5 0 010 6.5 M18 14a6 6 0 013.5 6',
  card: 'M3 6h18v12H3z M3 10h18 M7 15h3',
  flame: 'M12 21a6 6 0 006-6c0-4-3-6-4-10-2 2-3 3.5-3 6-1-1-1.5-2-1.5-3C7 10 6 12.5 6 15a6 6 0 006 6z',
  spoon: 'M9 3a3 3 0 013 3v3a3 3 0 01-6 0V6a3 3 0 013-3z M9 12v9',
  pot: 'M5 10h14l-1.5 10h-11z M4 7h16v3H4z M12 7V3',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18z M3 12h18 M12 3a14 14 0 010 18 M12 3a14 14 0 000 18',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10',
  arrowUp: 'M12 19V5 M6 11l6-6 6 6',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 16a4 4 0 100-8 4 4 0 000 8z M12 12h.01',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M21 20H3',
  kanban: 'M4 4h16v16H4z M9 4v16 M15 4v16 M5.5 7h2 M11 7h2 M17 7h2',
  palette: 'M12 21a9 9 0 119-9c0 2-1.5 3-3.5 3H15a2 2 0 00-1.5 3.3c.6.8.2 2.7-1.5 2.7z M7.5 11h.01 M10 7h.01 M15 7h.01',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14z M20 20l-4-4',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  expand: 'M4 10V4h6 M20 14v6h-6 M4 4l6 6 M20 20l-6-6',
  pen: 'M4 20l4-1 11-11-3-3L5 16z M14 6l3 3',
  code: 'M8 8l-4 4 4 4 M16 8l4 4-4 4 M14 5l-4 14',
} as const;

export type IconName = keyof typeof icons;

function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

export const iconNames: readonly IconName[] = Object.keys(icons).filter(isIconName);
