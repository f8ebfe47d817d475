//! A setting holding an ISO 8601 time (`sandbox.clock`). TOML reads an unquoted
//! `2026-01-01T08:00:00+08:00` — in a file or in an `ORGCENTER__…` variable, whose values are
//! read as TOML — as a datetime, not a string; both are accepted and kept as the text.

use serde::{Deserialize, Deserializer};

#[derive(Deserialize)]
#[serde(untagged)]
enum Text {
    Plain(String),
    Datetime(toml::value::Datetime),
}

pub fn string_or_datetime<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match Text::deserialize(d)? {
        Text::Plain(s) => s,
        Text::Datetime(t) => t.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Deserialize)]
    struct S {
        #[serde(deserialize_with = "super::string_or_datetime")]
        clock: String,
    }

    #[test]
    fn a_quoted_or_bare_toml_time_reads_as_the_same_text() {
        let quoted: S = toml::from_str(r#"clock = "2026-01-01T08:00:00+08:00""#).unwrap();
        let bare: S = toml::from_str("clock = 2026-01-01T08:00:00+08:00").unwrap();
        assert_eq!(quoted.clock, "2026-01-01T08:00:00+08:00");
        assert_eq!(bare.clock, quoted.clock);
        // Settings are layered as a `toml::Value` first, then read from it.
        let layered: toml::Value = toml::from_str("clock = 2026-01-01T08:00:00+08:00").unwrap();
        let layered: S = layered.try_into().unwrap();
        assert_eq!(layered.clock, quoted.clock);
    }
}
