/**
 * Log lists sort by time with the id as tie-breaker (list-query.ts) and fetch a page's ids first
 * (rows.ts): with the id in the index, that step reads only the index (no table rows for the rows a
 * deep page skips), and no sort is needed between rows of the same second.
 */
export const sql = `
CREATE INDEX operation_logs_created_id_idx ON operation_logs(created_at, id);
CREATE INDEX operation_logs_action_id_idx ON operation_logs(action, created_at, id);
CREATE INDEX operation_logs_module_id_idx ON operation_logs(module, created_at, id);
CREATE INDEX operation_logs_username_id_idx ON operation_logs(username, created_at, id);
DROP INDEX operation_logs_created_idx;
DROP INDEX operation_logs_action_idx;
DROP INDEX operation_logs_module_idx;
DROP INDEX operation_logs_username_idx;
CREATE INDEX signin_logs_created_id_idx ON signin_logs(created_at, id);
CREATE INDEX signin_logs_username_id_idx ON signin_logs(username, created_at, id);
DROP INDEX signin_logs_created_idx;
DROP INDEX signin_logs_username_idx;
`;
