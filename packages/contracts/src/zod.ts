import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * The schema library of every contract: zod's functional build (`zod/mini`), so that a bundle
 * carries zod's core and only the checks the contracts use. Unlike classic `zod` it loads no
 * locale, so this gives it the English messages the server answers with and the web app shows
 * (`Too small: expected string to have >=1 characters`) — unless a locale was chosen already.
 */
if (z.config().localeError === undefined) z.config(en());

export { z };
