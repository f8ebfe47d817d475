//! A table's steps (or refusals) put together from sets several tables share and its own:
//! `Table` holds one slice, and Rust joins constant slices only through a constant of the
//! summed length, which `joined!` spells out.

/// The total length of `parts`.
pub const fn total<T>(parts: &[&[T]]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// The elements of `parts` in order, as one array of their total length `N`.
pub const fn join<T: Copy, const N: usize>(parts: &[&[T]]) -> [T; N] {
    assert!(
        total(parts) == N && N > 0,
        "join: N must be the parts' total"
    );
    let mut first = 0;
    while parts[first].is_empty() {
        first += 1;
    }
    let mut out = [parts[first][0]; N];
    let (mut i, mut k) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            j += 1;
            k += 1;
        }
        i += 1;
    }
    out
}

/// `joined![Step, &SHARED, &[own steps…]]`: a `&'static [Step]` of the parts in order.
#[macro_export]
macro_rules! joined {
    ($ty:ty, $($part:expr),+ $(,)?) => {{
        const PARTS: &[&[$ty]] = &[$($part),+];
        const ALL: [$ty; $crate::workflow::join::total(PARTS)] = $crate::workflow::join::join(PARTS);
        &ALL
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_joined_in_order_empty_ones_skipped() {
        const ALL: &[i64] = joined![i64, &[], &[1, 2], &[], &[3]];
        assert_eq!(ALL, [1, 2, 3]);
        assert_eq!(total::<i64>(&[&[1], &[], &[2, 3]]), 3);
    }
}
