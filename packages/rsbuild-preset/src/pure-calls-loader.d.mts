export function markPureFactories(source: string): string;
export default function pureCallsLoader(source: string): string;
