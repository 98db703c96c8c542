import { useOutletContext } from 'react-router-dom';

/** What the bound-phone guard hands the pages behind it (product.md › 号码绑定). */
export interface BoundPhoneContext {
  /** The member's bound number: the serviceid of the SMS service calls. */
  boundPhone: string;
}

/** The bound number, on a page rendered behind the bound-phone guard; '' anywhere else. */
export function useBoundPhone(): string {
  return useOutletContext<BoundPhoneContext | undefined>()?.boundPhone ?? '';
}
