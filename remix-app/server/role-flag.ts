import type { NextFunction, Request, Response } from 'express';
import { roleFlagSetCookie } from '../app/lib/role-flag.server';

/**
 * Stores the role flag on page visits (ACC-1, ACC-35, ⚑AMB-12; rules in
 * models/src/policies/role-flag.ts): GET and HEAD only, before any page answers, so that every public
 * page — whichever route module renders it — stores role 4 on a first visit and the login variants
 * store theirs. The page guard reads the flag (ACL-5).
 */
export function roleFlag() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const url = new URL(req.originalUrl, 'http://localhost');
      const setCookie = await roleFlagSetCookie(url, req.get('cookie'));
      if (setCookie) res.append('Set-Cookie', setCookie);
      next();
    } catch (error) {
      next(error);
    }
  };
}
