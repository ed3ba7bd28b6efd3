import { randomUUID } from 'node:crypto';
import type { SessionResponse } from '@petrosage/contracts/auth';
import {
  FACTOR_NAME_MAX_LENGTH,
  type ChallengeFactorResponse,
  type EnrollFactorRequest,
  type EnrollFactorResponse,
  type VerifyFactorRequest,
} from '@petrosage/contracts/mfa';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { perAddress, type RateLimiter } from '../../lib/rate-limit';
import type { AuthService, ClientContext } from './auth.service';
import * as repo from './mfa.repo';
import type { FactorRow } from './mfa.repo';

/** GoTrue's defaults (`MFA_MAX_ENROLLED_FACTORS`, `MFA_MAX_VERIFIED_FACTORS`). */
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
/** How long a challenge can be verified, and how long an unverified factor is kept (GoTrue: 300 s). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side of now is accepted, for clock drift (GoTrue's `Skew: 1`). */
const TOTP_WINDOW = 1;
const ISSUER_MAX_LENGTH = 120;
/**
 * Wrong codes for one factor within {@link FACTOR_FAILURE_WINDOW_SECONDS} after which it is
 * locked: a session that has entered a wrong code may not try again (a new sign-in may), and the
 * owner is told by mail.
 */
export const FACTOR_FAILURES_BEFORE_LOCK = 10;
export const FACTOR_FAILURE_WINDOW_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in caller as the factor endpoints need them. */
export interface MfaCaller {
  userId: string;
  sessionId: string;
  email: string;
}

export interface MfaLimits {
  /** Challenges and verifications per address, and per session, within `windowSeconds`. */
  perIp: number;
  windowSeconds: number;
}

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The QR code as an SVG document, as GoTrue answers it (supabase-js turns it into a `data:` URI
 * without encoding it, so colours are written without `#`, which would end the URI).
 */
async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg
    .trim()
    .replace(
      /"#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})"/gi,
      (_match, r: string, g: string, b: string) =>
        `"rgb(${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)})"`,
    );
}

const factorNotFound = () => new AppError('mfa_factor_not_found', 'Factor not found');

/**
 * TOTP second factors with Supabase Auth's `auth.mfa` API: enrol (a secret, its QR code and URI),
 * challenge, verify (the session becomes aal2 and is handed out again) and unenrol.
 */
export class MfaService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    private readonly limits: MfaLimits,
    private readonly defaultIssuer: string,
    /** Mails the owner of a factor that was just locked (sent after the answer). */
    private readonly notifyLocked?: (email: string, failures: number) => Promise<void>,
  ) {}

  async enroll(caller: MfaCaller, input: EnrollFactorRequest): Promise<EnrollFactorResponse> {
    switch (input.factor_type) {
      case 'totp':
        break;
      case 'phone':
        throw new AppError('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      case 'webauthn':
        throw new AppError(
          'mfa_webauthn_enroll_not_enabled',
          'MFA enroll is disabled for WebAuthn',
        );
      default:
        throw new AppError('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName = (input.friendly_name ?? '').trim();
    if ([...friendlyName].length > FACTOR_NAME_MAX_LENGTH) {
      throw new AppError(
        'validation_failed',
        `friendly_name must not be longer than ${FACTOR_NAME_MAX_LENGTH} characters`,
      );
    }
    const issuer = (input.issuer ?? '').trim() || this.defaultIssuer;
    if ([...issuer].length > ISSUER_MAX_LENGTH || issuer.includes(':')) {
      throw new AppError(
        'validation_failed',
        `issuer must be at most ${ISSUER_MAX_LENGTH} characters, without a colon`,
      );
    }
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, issuer, caller.email).toString();
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await repo.deleteStaleUnverifiedFactors(tx, caller.userId, UNVERIFIED_FACTOR_EXPIRY_SECONDS);
      const factors = await repo.listFactors(tx, caller.userId);
      if (friendlyName !== '' && factors.some((factor) => factor.friendly_name === friendlyName)) {
        throw new AppError(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      const verified = factors.filter((factor) => factor.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
        throw new AppError(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (verified > 0 && (await this.sessionAal(tx, caller.sessionId)) !== 'aal2') {
        throw new AppError('insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      await repo.insertFactor(tx, { id, userId: caller.userId, friendlyName, secret });
    });
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: await qrSvg(uri), secret, uri },
    };
  }

  async challenge(
    caller: MfaCaller,
    factorId: string,
    client: ClientContext,
  ): Promise<ChallengeFactorResponse> {
    await this.limit(caller, client);
    return this.db.transaction(async (tx) => {
      const factor = await this.ownedFactor(tx, caller, factorId);
      const id = randomUUID();
      const created = await repo.insertChallenge(tx, { id, factorId: factor.id, ip: client.ip });
      return {
        id,
        type: 'totp',
        expires_at: Math.floor(created.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
      };
    });
  }

  async verify(
    caller: MfaCaller,
    factorId: string,
    input: VerifyFactorRequest,
    client: ClientContext,
  ): Promise<SessionResponse> {
    await this.limit(caller, client);
    const code = input.code ?? '';
    if (code === '') throw new AppError('validation_failed', 'Code needs to be non-empty');
    const challengeId = input.challenge_id ?? '';
    const factorFailures = `mfa-failures:factor:${factorId}`;
    const sessionFailures = `mfa-failures:session:${caller.sessionId}`;
    if (
      (await this.limiter.spent(factorFailures, FACTOR_FAILURES_BEFORE_LOCK)) !== undefined &&
      (await this.limiter.spent(sessionFailures, 1)) !== undefined
    ) {
      throw new AppError(
        'mfa_verification_failed',
        'Too many wrong codes: this factor is locked for this sign-in. Sign in again to enter a code.',
      );
    }
    type Outcome =
      { ok: true; session: SessionResponse } | { ok: false; error: AppError; wrongCode?: boolean };
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const factor = await this.ownedFactor(tx, caller, factorId);
      const challenge = UUID.test(challengeId)
        ? await repo.findChallenge(tx, factor.id, challengeId)
        : undefined;
      if (!challenge) {
        throw new AppError(
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
          { status: 422 },
        );
      }
      if (challenge.verified_at !== null || challenge.ip !== client.ip) {
        throw new AppError(
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      }
      if (challenge.age_seconds > CHALLENGE_EXPIRY_SECONDS) {
        // Removed for good: returned, not thrown, so that the deletion is committed.
        await repo.deleteChallenge(tx, challenge.id);
        return {
          ok: false,
          error: new AppError(
            'mfa_challenge_expired',
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          ),
        };
      }
      const step = this.acceptedStep(factor, code);
      if (step === undefined) {
        return {
          ok: false,
          error: new AppError('mfa_verification_failed', 'Invalid TOTP code entered'),
          wrongCode: true,
        };
      }
      await repo.markChallengeVerified(tx, challenge.id);
      await repo.markFactorUsed(tx, factor.id, step);
      await repo.upgradeSession(tx, caller.sessionId, factor.id);
      // As GoTrue: the account's aal1 sessions end, and abandoned enrolments go.
      await repo.deleteAal1SessionsOf(tx, caller.userId);
      await repo.deleteOtherUnverifiedFactors(tx, caller.userId, factor.id);
      return {
        ok: true,
        session: await this.auth.reissueSession(tx, caller.userId, caller.sessionId),
      };
    });
    if (!outcome.ok) {
      if (outcome.wrongCode) await this.recordWrongCode(caller, factorFailures, sessionFailures);
      throw outcome.error;
    }
    return outcome.session;
  }

  /**
   * A wrong code counts against the factor and the session that sent it. The owner's own sign-in
   * keeps its attempt while a guesser's sessions are refused, and the owner is told once, when
   * the factor locks.
   */
  private async recordWrongCode(
    caller: MfaCaller,
    factorFailures: string,
    sessionFailures: string,
  ): Promise<void> {
    await this.limiter.count(sessionFailures, FACTOR_FAILURE_WINDOW_SECONDS);
    const { hits } = await this.limiter.count(factorFailures, FACTOR_FAILURE_WINDOW_SECONDS);
    if (hits === FACTOR_FAILURES_BEFORE_LOCK && this.notifyLocked) {
      this.notifyLocked(caller.email, hits).catch(() => undefined);
    }
  }

  async unenroll(caller: MfaCaller, factorId: string): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const factor = await this.ownedFactor(tx, caller, factorId);
      if (
        factor.status === 'verified' &&
        (await this.sessionAal(tx, caller.sessionId)) !== 'aal2'
      ) {
        throw new AppError('insufficient_aal', 'AAL2 required to unenroll verified factor', {
          status: 422,
        });
      }
      await repo.deleteFactor(tx, factor.id);
      await repo.downgradeSessionsOf(tx, factor.id);
      return { id: factor.id };
    });
  }

  /**
   * The time step a code belongs to, within one step of now, if it is the factor's and newer than
   * the last one accepted (a code is accepted once).
   */
  private acceptedStep(factor: FactorRow, code: string): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    const now = Date.now();
    const delta = totpFor(factor.secret, 'x', 'x').validate({
      token: code,
      timestamp: now,
      window: TOTP_WINDOW,
    });
    if (delta === null) return undefined;
    const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
    const lastUsed = factor.last_used_step === null ? -1 : Number(factor.last_used_step);
    return step > lastUsed ? step : undefined;
  }

  private async ownedFactor(
    tx: Queryable,
    caller: MfaCaller,
    factorId: string,
  ): Promise<FactorRow> {
    if (!UUID.test(factorId)) throw factorNotFound();
    const factor = await repo.findOwnedFactor(tx, caller.userId, factorId);
    if (!factor) throw factorNotFound();
    return factor;
  }

  private async sessionAal(q: Queryable, sessionId: string): Promise<'aal1' | 'aal2'> {
    return (await repo.sessionAssurance(q, sessionId))?.aal ?? 'aal1';
  }

  private async limit(caller: MfaCaller, client: ClientContext): Promise<void> {
    const { perIp, windowSeconds } = this.limits;
    await this.limiter.hit({ key: perAddress('mfa', client.ip), limit: perIp, windowSeconds });
    // Per session, not per account: a guesser holding the password spends their own sessions'
    // allowance, never the owner's.
    await this.limiter.hit({
      key: `mfa:session:${caller.sessionId}`,
      limit: perIp,
      windowSeconds,
    });
  }
}
