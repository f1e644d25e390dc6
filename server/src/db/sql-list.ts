/** Values for an `IN (…)`, each quoted: `'a', 'b'`. Only for the fixed names a migration writes, never input. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
