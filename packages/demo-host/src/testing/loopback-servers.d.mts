import type { Server } from 'node:http';

export function loopbackServers(): {
  listen(server: Server): Promise<string>;
  closeAll(): Promise<void>;
};
