export declare const MAPS_PROXY_PREFIX: '/api-baidu';
export declare const MAPS_IP_LOOKUP_PATH: '/api-baidu/location/ip';
export declare function isMapsProxyPath(pathname: string): boolean;
export declare function isAllowedMapsRequest(method: string | undefined, pathname: string): boolean;
