import { atom, createStore } from 'jotai';

/**
 * The hall's one jotai store, given to the app's Provider. It is a module of its own so that what happens
 * outside React (the gateway's -101) reaches the same atoms as the screens.
 */
export const hallStore = createStore();

/**
 * Counts the changes of subscriber in this tab (bind, unbind, 清除登录信息, -101). A cache of one number's
 * data (points history) keeps the count it was filled under and is empty under another.
 */
export const subscriberRevisionAtom = atom(0);
