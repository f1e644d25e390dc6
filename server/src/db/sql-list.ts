/** Values for an `IN (…)`, each quoted: `'a', 'b'`. Only for fixed names from the code (a migration's, a status list), never input. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
