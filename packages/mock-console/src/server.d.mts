import type http from 'node:http';
import type { Catalogue } from './catalogue.mjs';

export declare function createMockConsole(options: {
  apiTarget: string;
  catalogue: Catalogue;
  maxBrowsers?: number;
  maxLog?: number;
  env?: Readonly<Record<string, string | undefined>>;
}): http.Server;
export declare function startMockConsole(options: {
  apiTarget: string;
  catalogue?: Catalogue;
  host?: string;
}): Promise<{ server: http.Server; url: string }>;
