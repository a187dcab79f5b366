import { domainToASCII } from 'node:url';
import { parse } from 'tldts';
import { ValidationError } from '../shared/errors';

const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain name as stored: lower case, IDN labels in punycode, no trailing dot. Anything that is
 * not a bare registrable name or a name below one (URLs, ports, IPs, public suffixes such as
 * `co.uk` or `github.io`) is refused: nobody can prove ownership of those for an organization.
 */
export function normalizeDomainName(input: string): string {
  const trimmed = input.trim().replace(/\.$/, '');
  if (/[/:@?#\s]/.test(trimmed)) throw invalid('must be a bare domain name such as example.com, without scheme, path or port');
  const ascii = domainToASCII(trimmed.toLowerCase());
  if (!ascii || ascii.length > MAX_DOMAIN_LENGTH || !ascii.split('.').every((label) => LABEL.test(label)))
    throw invalid('is not a valid domain name');
  const parsed = parse(ascii, { allowPrivateDomains: true });
  if (parsed.isIp) throw invalid('must be a domain name, not an IP address');
  if (!parsed.domain || !parsed.publicSuffix || parsed.hostname === parsed.publicSuffix) {
    throw invalid('is a public suffix or top-level domain; give a domain your organization owns');
  }
  return ascii;
}

function invalid(error: string): ValidationError {
  return ValidationError.single('domain', error);
}

/** The domain part of an e-mail address, lower case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
