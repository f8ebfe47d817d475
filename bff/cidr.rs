//! Address ranges for `server.trusted_proxies`: `"10.0.0.0/8"`, `"fd00::/8"` or a single address
//! (`"127.0.0.1"`, taken as /32 or /128). Proxies behind a corporate network or a cloud load
//! balancer come from a range, not one address.

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// Whether `ip` lies in the range. An IPv4 address written as IPv6 (`::ffff:10.1.2.3`, what
    /// a dual-stack listener reports) is compared as IPv4.
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, ip.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = mask_v4(self.prefix);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = mask_v6(self.prefix);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

/// Whether any range holds `ip`.
pub fn any_contains(ranges: &[Cidr], ip: IpAddr) -> bool {
    ranges.iter().any(|r| r.contains(ip))
}

fn mask_v4(prefix: u8) -> u32 {
    u32::MAX.checked_shl(32 - u32::from(prefix)).unwrap_or(0)
}

fn mask_v6(prefix: u8) -> u128 {
    u128::MAX.checked_shl(128 - u32::from(prefix)).unwrap_or(0)
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an address or a CIDR range such as 10.0.0.0/8")]
pub struct BadCidr(String);

impl FromStr for Cidr {
    type Err = BadCidr;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadCidr(s.to_owned());
        let (addr, prefix) = match s.split_once('/') {
            Some((addr, prefix)) => (addr, Some(prefix)),
            None => (s, None),
        };
        let network = addr.parse::<IpAddr>().map_err(|_| bad())?.to_canonical();
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            // Digits only: `u8::from_str` would take "+8".
            Some(p) if !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()) => {
                p.parse::<u8>().map_err(|_| bad())?
            }
            Some(_) => return Err(bad()),
            None => max,
        };
        if prefix > max {
            return Err(bad());
        }
        // Host bits set ("10.1.2.3/8") are a typo more often than not: say so rather than guess.
        let canonical = Cidr { network, prefix };
        let host_bits_clear = match network {
            IpAddr::V4(n) => u32::from(n) & !mask_v4(prefix) == 0,
            IpAddr::V6(n) => u128::from(n) & !mask_v6(prefix) == 0,
        };
        if !host_bits_clear {
            return Err(bad());
        }
        Ok(canonical)
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix)
    }
}

impl<'de> Deserialize<'de> for Cidr {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Cidr {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cidr(s: &str) -> Cidr {
        s.parse().unwrap()
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_range_holds_its_addresses_and_nothing_else() {
        let r = cidr("10.0.0.0/8");
        assert!(r.contains(ip("10.0.0.0")));
        assert!(r.contains(ip("10.255.255.255")));
        assert!(!r.contains(ip("11.0.0.0")));
        assert!(!r.contains(ip("9.255.255.255")));
        let r = cidr("192.168.1.64/26");
        assert!(r.contains(ip("192.168.1.127")));
        assert!(!r.contains(ip("192.168.1.128")));
    }

    #[test]
    fn a_single_address_is_a_range_of_one() {
        let r = cidr("127.0.0.1");
        assert_eq!(r.to_string(), "127.0.0.1/32");
        assert!(r.contains(ip("127.0.0.1")));
        assert!(!r.contains(ip("127.0.0.2")));
        assert!(cidr("::1").contains(ip("::1")));
    }

    #[test]
    fn ipv6_ranges_and_ipv4_mapped_peers_are_matched() {
        let r = cidr("fd00::/8");
        assert!(r.contains(ip("fd12:3456::1")));
        assert!(!r.contains(ip("fe80::1")));
        assert!(cidr("10.0.0.0/8").contains(ip("::ffff:10.1.2.3")));
        assert!(!cidr("::/0").contains(ip("10.1.2.3")), "families never mix");
    }

    #[test]
    fn the_whole_space_and_zero_prefixes_work() {
        assert!(cidr("0.0.0.0/0").contains(ip("203.0.113.9")));
        assert!(cidr("::/0").contains(ip("2001:db8::1")));
    }

    #[test]
    fn malformed_ranges_are_refused() {
        for bad in [
            "",
            "10.0.0.0/",
            "10.0.0.0/33",
            "::/129",
            "10.0.0.0/+8",
            "10.0.0.0/8/8",
            "10.0.0/8",
            "10.1.2.3/8",
            "example.com",
            "10.0.0.0/ 8",
            "10.0.0.0/0008",
        ] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn ranges_round_trip_through_configuration_text() {
        for s in ["10.0.0.0/8", "2001:db8::/32", "127.0.0.1/32"] {
            assert_eq!(cidr(s).to_string(), s);
        }
    }
}
