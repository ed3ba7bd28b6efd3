import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  session_id: string;
  email: string;
  role: string;
  /** The authenticator assurance level: aal2 once a second factor was verified in the session. */
  aal: 'aal1' | 'aal2';
}

/** How a session was authenticated, for the `aal` and `amr` claims. */
export interface TokenAssurance {
  /**
   * How the session began, in Supabase Auth's names: `password`, `otp` (an e-mailed link or code
   * verified directly), or the flow a PKCE code completed (`magiclink`, `recovery`, …).
   */
  signInMethod: string;
  /** When a TOTP code was verified in the session (aal2); absent at aal1. */
  totpVerifiedAt?: Date | undefined;
}

/** How many verified access tokens are remembered. */
const VERIFIED_TOKENS_KEPT = 10_000;

export type VerifyFailure = 'expired' | 'invalid';

export class TokenVerificationError extends Error {
  constructor(
    readonly reason: VerifyFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenUser {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/**
 * Access tokens are HS256 JWTs with Supabase Auth's claims; refresh tokens are opaque strings
 * derived from their row id with a server key, so the database keeps only their hashes yet the
 * server can hand the active token out again within the reuse window.
 */
export class TokenService {
  /** Imported once: handing jose raw bytes would import the key again on every call. */
  private readonly jwtKey: KeyObject;
  private readonly refreshKey: Buffer;
  private anonKeyPromise: Promise<string> | undefined;
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly issuer: string,
    readonly expirySeconds: number,
  ) {
    this.jwtKey = createSecretKey(Buffer.from(secret, 'utf8'));
    this.refreshKey = createHmac('sha256', secret).update('refresh-token-key').digest();
  }

  async signAccessToken(
    user: TokenUser,
    sessionId: string,
    signedInAt: Date,
    assurance: TokenAssurance = { signInMethod: 'password' },
  ): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.expirySeconds;
    const first = {
      method: assurance.signInMethod,
      timestamp: Math.floor(signedInAt.getTime() / 1000),
    };
    const { totpVerifiedAt } = assurance;
    // GoTrue lists the newest method first.
    const amr = totpVerifiedAt
      ? [{ method: 'totp', timestamp: Math.floor(totpVerifiedAt.getTime() / 1000) }, first]
      : [first];
    const token = await new SignJWT({
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      aal: totpVerifiedAt ? 'aal2' : 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.jwtKey);
    return { token, expiresAt };
  }

  /** The public key of the anonymous role (Supabase's "anon key"), stable for a given secret. */
  anonKey(): Promise<string> {
    this.anonKeyPromise ??= new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setIssuedAt(1_735_689_600)
      .setExpirationTime(4_102_444_800)
      .sign(this.jwtKey);
    return this.anonKeyPromise;
  }

  /**
   * Verifies a token's signature and claims. A verified token is remembered until it expires, so
   * a client's every request does not pay for the HMAC again (a bounded map, oldest out first).
   */
  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known.claims;
      this.verified.delete(token);
      throw new TokenVerificationError('expired', 'token has invalid claims: token is expired');
    }
    const claims = await this.verifyUncached(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, exp: claims.exp });
    return claims;
  }

  private async verifyUncached(token: string): Promise<AccessClaims & { exp: number }> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: 'authenticated',
        requiredClaims: ['sub', 'exp', 'session_id'],
      });
      const { sub, session_id: sessionId, email, role, exp, aal } = payload;
      if (
        typeof sub !== 'string' ||
        typeof sessionId !== 'string' ||
        role !== 'authenticated' ||
        typeof exp !== 'number'
      ) {
        throw new TokenVerificationError('invalid', 'token is not a user access token');
      }
      return {
        sub,
        session_id: sessionId,
        email: typeof email === 'string' ? email : '',
        role,
        aal: aal === 'aal2' ? 'aal2' : 'aal1',
        exp,
      };
    } catch (error) {
      if (error instanceof TokenVerificationError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new TokenVerificationError('expired', 'token has invalid claims: token is expired');
      }
      const reason = error instanceof Error ? error.message : 'unknown error';
      throw new TokenVerificationError('invalid', reason);
    }
  }

  /**
   * Whether a token is an operator JWT as GoTrue accepts one: HS256 under this secret, unexpired,
   * with the role `service_role` or `supabase_admin` (GoTrue's default admin roles). Only a holder
   * of the signing secret can mint one, and that holder can already mint any user's token.
   */
  async isOperatorToken(token: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, { algorithms: ['HS256'] });
      return payload.role === 'service_role' || payload.role === 'supabase_admin';
    } catch {
      return false;
    }
  }

  refreshTokenFor(rowId: string): string {
    return createHmac('sha256', this.refreshKey).update(rowId).digest('base64url').slice(0, 32);
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
