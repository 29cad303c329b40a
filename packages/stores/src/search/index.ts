// "Find anything", as `@satchel/stores` exports it under `findAnything`.
export {
  $findQuery,
  $foundRecords,
  $paletteOpen,
  closePalette,
  FIND_PAUSE_MS,
  type FoundRecords,
  openPalette,
  setFindQuery,
} from './find-anything.js';
