/// The largest finite `Float`, as Darwin's `<math.h>` defines it (Glibc's Swift module does not
/// export it); iOS code writes `CGFloat(MAXFLOAT)` for "no limit" in a size.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// `MAXFLOAT` under its older name, as `<math.h>` defines `HUGE`.
public let HUGE: Float = MAXFLOAT
