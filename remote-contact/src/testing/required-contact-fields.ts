/**
 * The names of the contact fields every form requires, in document order: who is asking and how
 * to reach them. A form's test adds the fields that form requires besides.
 */
export const requiredContactFields = ['firstName', 'lastName', 'email', 'phone'] as const;
