/** The attribute of a slot's element, whose value is the module it shows (read by main.ts without React). */
export const SLOT_ATTRIBUTE = 'data-slot';
