import type { SimRecordQueryForm } from '@bluecat/rules/opening-records/sim-record-query';
import { stripSpaces } from '@bluecat/rules/validate';

export const EMPTY_QUERY: SimRecordQueryForm = { customerName: '', identityCode: '' };

/**
 * What CHECK_OPEN_PHONE_WORK is sent: the name without surrounding spaces (a space inside may belong to a
 * name written in Latin letters), the ID number without any space and with an upper-case check letter X, as
 * ID numbers are printed.
 */
export function normaliseQuery(form: SimRecordQueryForm): SimRecordQueryForm {
  return {
    customerName: form.customerName.trim(),
    identityCode: stripSpaces(form.identityCode).toUpperCase(),
  };
}
