/**
 * Unit tests' answers from the contract (openapi/): a fetch and XMLHttpRequest stub that answers as
 * Prism would. Tests only; no app code imports it (npm run lint: @bluecat/boundaries), so it never
 * reaches a bundle.
 */
export {
  answerWith,
  type Choice,
  type Choices,
  type ContractStub,
  held,
  OFFLINE,
  type SentRequest,
  type Stalled,
  stalled,
} from './answer-with.ts';
export { bendAnswer } from './bend-answer.ts';
export { exampleData } from './contract-answers.ts';
