/**
 * Content-Security-Policy for the SPA. Google Identity Services needs its script, styles and
 * frames; sample videos embed from youtube-nocookie; profile pictures come from Google. Nothing
 * else is allowed off-origin, and no page may frame ours.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  const gsi = "https://accounts.google.com/gsi/";
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", `${gsi}client`],
    "style-src": ["'self'", "'unsafe-inline'", `${gsi}style`],
    "img-src": ["'self'", "data:", "blob:", "https://*.googleusercontent.com", "https://i.ytimg.com"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", gsi],
    "frame-src": [gsi, "https://www.youtube-nocookie.com"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}
