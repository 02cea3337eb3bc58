export const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Beside a listing's filter panel there is room for three columns only on wide screens. */
export const listingGridClass = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
