/**
 * India's code, which every new phone field starts with. A module of its own: checkout's kept draft
 * needs it at start, and importing it from the country list would bring the list (and its words)
 * into every page's start.
 */
export const DEFAULT_DIAL_CODE = '+91';
