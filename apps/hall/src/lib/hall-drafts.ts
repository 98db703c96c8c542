import { HALL_FLOW_DRAFTS, type HallFlow } from '@bluecat/api/stored-names';
import { clearDraft } from '@bluecat/ui/drafts';

/*
 * The hall's drafts are declared, by flow, in @bluecat/api/stored-names (HALL_DRAFTS, HALL_FLOW_DRAFTS for
 * the personal ones; HALL_FORM_DRAFTS for the rest, whose names the screens write as HallFormDraft
 * literals), where the journeys' storage check reads them too. Each personal draft lives only while its
 * flow does: the flow's end (success, confirmed exit) forgets the flow's keys, and a change of subscriber
 * (bind, unbind, 清除登录信息, -101) forgets them all (forget-subscriber.ts).
 * docs/integration-testing.md, "What the hall stores", lists them with what each holds.
 */
export {
  HALL_DRAFTS,
  HALL_FLOW_DRAFTS,
  type HallDraft,
  type HallFlow,
} from '@bluecat/api/stored-names';

/** A flow ended (its success, or a confirmed exit): what it kept of the person goes. */
export function endFlow(flow: HallFlow): void {
  for (const key of HALL_FLOW_DRAFTS[flow]) clearDraft(key);
}
