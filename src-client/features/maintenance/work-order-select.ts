/** The work-order screens' selects: 44 px on phones, denser from the tablet width up. */
export const SELECT = 'h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9';
