// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEnsResolvers {
    function resolver(bytes32 node) external view returns (address);
}

/// The part of ENS's universal resolver that viem's getEnsAddress calls: `resolveWithGateways(name, data,
/// gateways)` (and the older `resolve(name, data)`), with the errors viem reads as "no address". The name
/// comes DNS-encoded; the nearest ancestor with a resolver answers (ENSIP-10's walk), without off-chain
/// look-ups: the gateways are ignored.
contract UniversalResolver {
    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);

    IEnsResolvers public immutable registry;

    constructor(IEnsResolvers ens) {
        registry = ens;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data);
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function findResolver(bytes calldata name) public view returns (address resolver, bytes32 node) {
        uint256 offset = 0;
        node = namehash(name, 0);
        while (true) {
            resolver = registry.resolver(namehash(name, offset));
            if (resolver != address(0)) return (resolver, node);
            uint256 size = uint8(name[offset]);
            if (size == 0) return (address(0), node);
            offset += size + 1;
        }
    }

    function namehash(bytes calldata name, uint256 offset) public pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[offset]);
        if (size == 0) return bytes32(0);
        if (offset + 1 + size > name.length) revert DNSDecodingFailed(name);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + size]);
        return keccak256(abi.encodePacked(namehash(name, offset + 1 + size), label));
    }

    function _resolve(bytes calldata name, bytes calldata data) private view returns (bytes memory, address) {
        (address resolver,) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }
}
