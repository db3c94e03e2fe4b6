/** The ISO weekdays, Monday (1) to Sunday (7), in the order the settings list them. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
