/** Media records, upload categories (issue 4). */
export const sql = "";
