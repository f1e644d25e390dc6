/** The admin's catalogue, where the cut forms come from and go back to. */
export const CATALOGUE_PATH = '/admin/cuts';
