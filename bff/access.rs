//! Route matching and role checks, read from the route manifest the frontend build writes
//! (`routes.json`, generated from `frontend/src/routes/`). The BFF never keeps its own copy of
//! the route table: what the menu shows and what the server allows come from the same data.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize)]
pub struct RouteManifest {
    pub routes: Vec<RouteDef>,
    /// The API prefixes each area owns, with the roles that may call them.
    #[serde(default)]
    pub areas: Vec<AreaApi>,
}

/// An area's upstream API: calls under `api` need one of `roles` (empty: every logged-in user).
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct AreaApi {
    pub key: String,
    #[serde(default)]
    pub roles: Vec<i64>,
    pub api: Vec<String>,
}

impl AreaApi {
    pub fn allows(&self, roles: &[i64]) -> bool {
        self.roles.is_empty() || self.roles.iter().any(|r| roles.contains(r))
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct RouteDef {
    pub path: String,
    #[serde(default)]
    pub name: String,
    pub title: String,
    #[serde(default)]
    pub area: Option<String>,
    #[serde(default)]
    pub public: bool,
    #[serde(default)]
    pub hidden: bool,
    /// One role list per level of the route chain; the user needs a match at every level.
    #[serde(default)]
    pub roles: Vec<Vec<i64>>,
    #[serde(default)]
    pub loaders: Vec<LoaderDef>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct LoaderDef {
    pub key: String,
    pub method: String,
    pub path: String,
    #[serde(default)]
    pub params: BTreeMap<String, ParamSource>,
    /// A query parameter without which the call is pointless: the loader runs only when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requires: Option<String>,
    /// Path parameters with the value the loader needs (`{"type": "2"}`): a page whose `:type`
    /// chooses what it shows runs each view's calls only for that view.
    #[serde(default, rename = "pathIs", skip_serializing_if = "BTreeMap::is_empty")]
    pub path_is: BTreeMap<String, String>,
}

impl LoaderDef {
    /// Whether the loader runs for a URL with these path parameters and this query (the
    /// frontend's `loaderApplies`): its `requires` query parameter is set, and every path
    /// parameter it reads is in the URL (an optional `:id?` left out skips the call), and its
    /// `pathIs` parameters have their values.
    pub fn applies(
        &self,
        path_params: &BTreeMap<String, String>,
        query: &BTreeMap<String, String>,
    ) -> bool {
        let paths_given = self.params.iter().all(|(key, src)| {
            src.from.as_deref() != Some("path")
                || path_params.contains_key(src.name.as_deref().unwrap_or(key))
        });
        let view_matches = self
            .path_is
            .iter()
            .all(|(name, value)| path_params.get(name) == Some(value));
        paths_given
            && view_matches
            && self
                .requires
                .as_ref()
                .is_none_or(|name| query.get(name).is_some_and(|v| !v.is_empty()))
    }
}

/// `{"from":"path","name":"id"}`, `{"from":"query","name":"page","default":"1"}` or `{"value":10}`.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct ParamSource {
    #[serde(default)]
    pub from: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub default: Option<serde_json::Value>,
    #[serde(default)]
    pub value: Option<serde_json::Value>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Literal(String),
    Numeric { name: String, optional: bool },
    Rest,
}

#[derive(Debug)]
pub struct CompiledRoute {
    pub def: RouteDef,
    segments: Vec<Segment>,
}

/// The route a path resolved to, with its numeric parameters.
#[derive(Debug)]
pub struct RouteMatch<'a> {
    pub route: &'a CompiledRoute,
    pub params: BTreeMap<String, String>,
}

#[derive(Debug)]
pub struct RouteTable {
    routes: Vec<CompiledRoute>,
    areas: Vec<AreaApi>,
}

impl RouteTable {
    pub fn from_json(json: &str) -> anyhow::Result<Self> {
        let manifest: RouteManifest = serde_json::from_str(json)?;
        let routes = manifest
            .routes
            .into_iter()
            .map(|def| CompiledRoute {
                segments: compile(&def.path),
                def,
            })
            .collect();
        Ok(Self {
            routes,
            areas: manifest.areas,
        })
    }

    /// The area owning an upstream API path (the longest matching prefix); `None` for calls
    /// every page shares (common selectors, messages, account), which stay open.
    pub fn area_of_api(&self, path: &str) -> Option<&AreaApi> {
        self.areas
            .iter()
            .flat_map(|a| a.api.iter().map(move |p| (p, a)))
            .filter(|(p, _)| path.starts_with(p.as_str()))
            .max_by_key(|(p, _)| p.len())
            .map(|(_, a)| a)
    }

    pub fn routes(&self) -> impl Iterator<Item = &CompiledRoute> {
        self.routes.iter()
    }

    /// The first route whose pattern matches `path` (numeric parameters must be digits).
    pub fn find(&self, path: &str) -> Option<RouteMatch<'_>> {
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        self.routes.iter().find_map(|route| {
            route
                .match_parts(&parts)
                .map(|params| RouteMatch { route, params })
        })
    }
}

impl CompiledRoute {
    /// Deny by default: every role level must list one of the user's roles. An empty level
    /// means "every logged-in user".
    pub fn allows(&self, roles: &[i64]) -> bool {
        self.def
            .roles
            .iter()
            .all(|level| level.is_empty() || level.iter().any(|r| roles.contains(r)))
    }

    fn match_parts(&self, parts: &[&str]) -> Option<BTreeMap<String, String>> {
        let mut params = BTreeMap::new();
        let mut i = 0;
        for segment in &self.segments {
            match segment {
                Segment::Literal(lit) => {
                    if parts.get(i) != Some(&lit.as_str()) {
                        return None;
                    }
                    i += 1;
                }
                Segment::Numeric { name, optional } => match parts.get(i) {
                    Some(value) if is_numeric(value) => {
                        params.insert(name.clone(), (*value).to_owned());
                        i += 1;
                    }
                    None if *optional => {}
                    _ => return None,
                },
                Segment::Rest => {
                    if i >= parts.len() {
                        return None;
                    }
                    params.insert("*".into(), parts[i..].join("/"));
                    return Some(params);
                }
            }
        }
        (i == parts.len()).then_some(params)
    }
}

fn is_numeric(value: &str) -> bool {
    !value.is_empty() && value.len() <= 18 && value.bytes().all(|b| b.is_ascii_digit())
}

fn compile(path: &str) -> Vec<Segment> {
    path.split('/')
        .filter(|p| !p.is_empty())
        .map(|part| {
            if part == "*" {
                Segment::Rest
            } else if let Some(name) = part.strip_prefix(':') {
                match name.strip_suffix('?') {
                    Some(name) => Segment::Numeric {
                        name: name.into(),
                        optional: true,
                    },
                    None => Segment::Numeric {
                        name: name.into(),
                        optional: false,
                    },
                }
            } else {
                Segment::Literal(part.into())
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> RouteTable {
        RouteTable::from_json(
            r#"{"routes":[
              {"path":"/SZ/helpList","title":"求助列表","roles":[[1,2,3,99]]},
              {"path":"/SZ/helpProcessList/:id","title":"进展","roles":[[1,2,3,99]]},
              {"path":"/SZ/verifyHelpProcess/:id","title":"审核进展","roles":[[1,2,3,99],[2]]},
              {"path":"/MicroWish/see_microwish/:id?","title":"查看","roles":[[2,3,99]]},
              {"path":"/redirect/*","title":"","public":true},
              {"path":"/config/orgInfo","title":"登录管理","roles":[]}
            ],
            "areas":[{"key":"SZ","roles":[1,2,3,99],"api":["/api/organization/SZ/"]}]}"#,
        )
        .unwrap()
    }

    #[test]
    fn numeric_parameters_match_only_digits() {
        let t = table();
        assert_eq!(t.find("/SZ/helpProcessList/42").unwrap().params["id"], "42");
        assert!(t.find("/SZ/helpProcessList/abc").is_none());
        assert!(t.find("/SZ/helpProcessList/42/extra").is_none());
    }

    #[test]
    fn an_optional_parameter_may_be_left_out() {
        let t = table();
        assert!(t.find("/MicroWish/see_microwish").is_some());
        assert!(t.find("/MicroWish/see_microwish/7").is_some());
    }

    #[test]
    fn the_rest_segment_captures_the_remaining_path() {
        let t = table();
        let m = t.find("/redirect/SZ/helpList").unwrap();
        assert_eq!(m.params["*"], "SZ/helpList");
        assert!(t.find("/redirect").is_none());
    }

    #[test]
    fn a_child_route_needs_a_matching_role_at_every_level() {
        let t = table();
        let child = t.find("/SZ/verifyHelpProcess/1").unwrap().route;
        assert!(child.allows(&[2]));
        assert!(!child.allows(&[99]));
        assert!(!child.allows(&[1]));
        assert!(t.find("/config/orgInfo").unwrap().route.allows(&[4]));
        assert!(!t.find("/SZ/helpList").unwrap().route.allows(&[4]));
    }

    #[test]
    fn an_api_path_belongs_to_the_area_owning_its_prefix_and_other_paths_to_none() {
        let t = table();
        let sz = t
            .area_of_api("/api/organization/SZ/help_project_list")
            .unwrap();
        assert_eq!(sz.key, "SZ");
        assert!(sz.allows(&[1]) && sz.allows(&[99]) && !sz.allows(&[4]));
        assert!(t.area_of_api("/api/organization/SZX/list").is_none());
        assert!(t.area_of_api("/api/common/get_org").is_none());
    }
}
