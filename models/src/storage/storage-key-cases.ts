/** Keys every storage implementation must refuse (InvalidStorageKeyError): escapes, absolute paths, empty or control characters. */
export const INVALID_STORAGE_KEYS = [
  '../outside.txt',
  'uploads/../../outside.txt',
  'uploads/../x',
  '/etc/passwd',
  'C:/windows/x',
  'uploads\\..\\x',
  'uploads//x',
  './x',
  '',
  'a/\u0000b',
] as const;
