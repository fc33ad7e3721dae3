export interface ThrowawayPostgres {
  dir: string;
  dataDir: string;
  binDir: string;
  options: string;
  url: string;
}
export function freePort(): Promise<number>;
export function startThrowawayPostgres(binDir: string, settings?: { durable?: boolean }): Promise<ThrowawayPostgres>;
export function stopPostgres(server: ThrowawayPostgres, mode?: 'immediate' | 'fast'): void;
export function restartPostgres(server: ThrowawayPostgres): void;
export function removePostgres(server: ThrowawayPostgres): void;
