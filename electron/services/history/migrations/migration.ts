/** One numbered schema step of the audit index. Once applied, its SQL must never change. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
