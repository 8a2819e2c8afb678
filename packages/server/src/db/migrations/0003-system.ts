/** System modules: departments, dictionaries, organizes, logs, config (issue 7). */
export const sql = "";
