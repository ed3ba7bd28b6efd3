import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

// Only the boundary rules run: the others need type information about files that do not exist.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

/** The boundary errors ESLint reports for `source` written at `file` (repository-relative). */
async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('lint zones: the architecture’s boundaries fail lint when crossed', () => {
  it.each([
    [
      'server lib imports a module',
      'apps/server/src/lib/zone-probe.ts',
      "import { ChatService } from '../modules/chat/chat.service';\nexport const x = ChatService;\n",
      /lib and db are shared by every module/,
    ],
    [
      'a module imports one outside its direction',
      'apps/server/src/modules/auth/zone-probe.ts',
      "import { ChatService } from '../chat/chat.service';\nexport const x = ChatService;\n",
      /modules\/auth may import only profiles/,
    ],
    [
      'the owner of a table imports a module that calls it',
      'apps/server/src/modules/profiles/zone-probe.ts',
      "import { AuthService } from '../auth/auth.service';\nexport const x = AuthService;\n",
      /modules\/profiles may import only no other module/,
    ],
    [
      'a module imports a plugin',
      'apps/server/src/modules/chat/zone-probe.ts',
      "import { chatPlugin } from '../../plugins/routes/chat';\nexport const x = chatPlugin;\n",
      /Plugins compose lib and the modules into the app/,
    ],
    [
      'server lib imports a plugin',
      'apps/server/src/lib/zone-probe.ts',
      "import { errorHandling } from '../plugins/error-handling';\nexport const x = errorHandling;\n",
      /Plugins compose lib and the modules into the app/,
    ],
    [
      'a web feature imports another feature',
      'apps/web/src/features/profile/zone-probe.ts',
      "import { ChatWorkspace } from '../chat/components/chat-workspace';\nexport const x = ChatWorkspace;\n",
      /A feature never imports another feature/,
    ],
    [
      'a feature imports another feature’s internals',
      'apps/web/src/features/chat/zone-probe.ts',
      "import { CalcBlock } from '../calc-cards/components/calc-block';\nexport const x = CalcBlock;\n",
      /Import features\/calc-cards through its index\.ts/,
    ],
    [
      'a feature’s test composes another feature through its internals',
      'apps/web/src/features/chat/zone-probe.test.tsx',
      "import { createReplyView } from '../messages/components/lazy-markdown';\nexport const x = createReplyView;\n",
      /Import features\/messages through its index\.ts/,
    ],
    [
      'the app layer imports a feature’s internals',
      'apps/web/src/app/routes/zone-probe.ts',
      "import { ChartBlock } from '../../features/file-analysis/components/chart-block';\nexport const x = ChartBlock;\n",
      /Import features\/file-analysis through its index\.ts/,
    ],
    [
      'the web app imports server code',
      'apps/web/src/lib/zone-probe.ts',
      "import { loadConfig } from '../../../server/src/config';\nexport const x = loadConfig;\n",
      /The web app never imports server code/,
    ],
    [
      'contracts import more than zod',
      'packages/contracts/src/zone-probe.ts',
      "import { catalogue } from '@petrosage/oilfield';\nexport const x = catalogue;\n",
      /depends on zod and its own files only/,
    ],
    [
      'contracts import classic zod',
      'packages/contracts/src/zone-probe.ts',
      "import { z } from 'zod';\nexport const x = z;\n",
      /classic zod would join the web bundle/,
    ],
    [
      'the web app imports classic zod',
      'apps/web/src/features/chat/zone-probe.ts',
      "import { z } from 'zod';\nexport const x = z;\n",
      /classic zod would join the web bundle/,
    ],
    [
      'oilfield imports a Node module',
      'packages/oilfield/src/zone-probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      /depends on zod and its own files only/,
    ],
  ])('%s', async (_name, file, source, expected) => {
    const messages = await violations(file, source);
    expect(
      messages.some((message) => expected.test(message)),
      messages.join('\n'),
    ).toBe(true);
  });

  it.each([
    [
      'a module imports along its direction',
      'apps/server/src/modules/chat/zone-probe.ts',
      "import { AuthService } from '../auth/auth.service';\nexport const x = AuthService;\n",
    ],
    [
      'a plugin composes a module',
      'apps/server/src/plugins/routes/zone-probe.ts',
      "import { chatRoutes } from '../../modules/chat/chat.routes';\nexport const x = chatRoutes;\n",
    ],
    [
      'auth imports the owner of user_profiles',
      'apps/server/src/modules/auth/zone-probe.ts',
      "import { ProfileService } from '../profiles/profiles.service';\nexport const x = ProfileService;\n",
    ],
    [
      'a feature imports shared web code',
      'apps/web/src/features/profile/zone-probe.ts',
      "import { TypedEmitter } from '../../lib/typed-emitter';\nexport const x = TypedEmitter;\n",
    ],
    [
      'the app layer compose features through their index',
      'apps/web/src/app/routes/zone-probe.ts',
      "import { CalcBlock } from '../../features/calc-cards';\nimport { createReplyView } from '../../features/messages';\nexport const x = createReplyView({ calc: CalcBlock });\n",
    ],
    [
      'a feature’s test compose another feature through its index',
      'apps/web/src/features/calc-cards/zone-probe.test.tsx',
      "import { ChatWorkspace } from '../chat';\nexport const x = ChatWorkspace;\n",
    ],
    [
      'contracts import zod/mini',
      'packages/contracts/src/zone-probe.ts',
      "import * as z from 'zod/mini';\nexport const x = z;\n",
    ],
    [
      'the web app import the contracts’ zod',
      'apps/web/src/lib/zone-probe.ts',
      "import { z } from '@petrosage/contracts/zod';\nexport const x = z;\n",
    ],
  ])('lets %s', async (_name, file, source) => {
    expect(await violations(file, source)).toEqual([]);
  });

  it('names the direction of every server module', async () => {
    // The repository's own ESLint configuration (plain JavaScript, hence the declared shape).
    const configUrl = new URL('../../../../eslint.config.js', import.meta.url).href;
    const { serverModuleImports } = (await import(configUrl)) as {
      serverModuleImports: Record<string, string[]>;
    };
    const modules = readdirSync(`${root}apps/server/src/modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(serverModuleImports).sort()).toEqual(modules);
  });
});
